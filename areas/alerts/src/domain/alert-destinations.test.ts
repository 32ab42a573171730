import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alertDestinationConfirmSchema, alertDestinationSchema, ukMobileNumberSchema } from './alert-destinations';
import { alertDestinationMessages, destinationValue } from './alert-destinations-constants';
import { alertContactPreferencesCreateSchema, priceAlertUpdateSchema } from './price-alerts';
import { priceAlertMessages } from './price-alerts-constants';

const problem = (value: string) => {
  const result = ukMobileNumberSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('SMS numbers for alerts: UK mobile numbers only (issue 27 §7)', () => {
  it('takes 07… and +44 7… with spaces, as one +447… number', () => {
    assert.equal(ukMobileNumberSchema.parse('07700 900123'), '+447700900123');
    assert.equal(ukMobileNumberSchema.parse(' +44 7700 900 123 '), '+447700900123');
    assert.equal(ukMobileNumberSchema.parse('+447911123456'), '+447911123456');
    assert.equal(ukMobileNumberSchema.parse('07624 123456'), '+447624123456', 'the Isle of Man');
  });

  it("keeps spec 2 §5's messages for an empty number and one not starting with a digit or a plus", () => {
    assert.equal(problem(''), priceAlertMessages.smsRequired);
    assert.equal(problem('   '), priceAlertMessages.smsRequired);
    assert.equal(problem('call me'), priceAlertMessages.smsInvalid);
    assert.equal(problem('x7700900123'), priceAlertMessages.smsInvalid);
  });

  it('refuses premium-rate, personal, pager, landline, foreign and short numbers, saying why', () => {
    for (const number of [
      '09065 123456',
      '0870 123 4567',
      '07000 123456',
      '07600 123456',
      '01234 567890',
      '+33 6 12 34 56 78',
      '+1 202 555 0100',
      '0770090012',
      '077009001234',
      '+4407700900123',
    ]) {
      assert.equal(problem(number), alertDestinationMessages.smsNotUkMobile, number);
    }
  });

  it('is the rule of the alert and contact preference bodies too, which store the +447… form', () => {
    const alert = priceAlertUpdateSchema.parse({ commodityExternalCdkId: 'FW', notificationType: 'sms', smsNumber: '07700 900123', targetPrice: 200 });
    assert.equal(alert.smsNumber, '+447700900123');
    const refused = priceAlertUpdateSchema.safeParse({ commodityExternalCdkId: 'FW', notificationType: 'sms', smsNumber: '09065 123456', targetPrice: 200 });
    assert.equal(refused.error?.issues[0]?.message, alertDestinationMessages.smsNotUkMobile);
    const preferences = alertContactPreferencesCreateSchema.parse([
      { preferenceName: 'sms', preferenceValue: '+44 7700 900123', isDefault: true },
      { preferenceName: 'email', preferenceValue: 'Tom@Harrison.example', isDefault: false },
    ]);
    assert.deepEqual(
      preferences.map((p) => p.preferenceValue),
      ['+447700900123', 'Tom@Harrison.example'],
    );
  });
});

describe('alert destinations and their codes', () => {
  it('compares destinations in one form: lower-case e-mail, +447… numbers', () => {
    assert.equal(destinationValue('email', ' Tom@Harrison.Example '), 'tom@harrison.example');
    assert.equal(destinationValue('sms', '07700 900123'), '+447700900123');
    assert.equal(destinationValue('sms', '09065 123456'), null);
  });

  it('asks for a destination the way it is stored', () => {
    assert.deepEqual(alertDestinationSchema.parse({ kind: 'email', value: ' Tom@Harrison.example' }), { kind: 'email', value: 'tom@harrison.example' });
    assert.deepEqual(alertDestinationSchema.parse({ kind: 'sms', value: '07700 900123' }), { kind: 'sms', value: '+447700900123' });
    assert.equal(alertDestinationSchema.safeParse({ kind: 'sms', value: '09065 123456' }).error?.issues[0]?.message, alertDestinationMessages.smsNotUkMobile);
  });

  it('takes a code of 6 digits, spaces ignored', () => {
    const confirm = (code: string) => alertDestinationConfirmSchema.safeParse({ kind: 'email', value: 'tom@harrison.example', code });
    assert.equal(confirm('123 456').data?.code, '123456');
    assert.equal(confirm('').error?.issues[0]?.message, alertDestinationMessages.codeRequired);
    assert.equal(confirm('12345').error?.issues[0]?.message, alertDestinationMessages.codeFormat);
    assert.equal(confirm('12345a').error?.issues[0]?.message, alertDestinationMessages.codeFormat);
  });
});
