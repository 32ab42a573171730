import { z } from 'zod';

/**
 * The merchant that deploys MyFarm, as its trade documents name it: a contract note's buyer (or seller of
 * inputs), the supplier on an invoice, the customer on a self bill. Read from the environment once (MERCHANT_*,
 * README "Configuration"); every default is the demo merchant's. The trade rules and payment terms are the
 * merchant's to set: most UK grain merchants trade under the AIC's No. 1 contract, some under their own terms.
 */
export interface Merchant {
  name: string;
  addressLines: string[];
  vatRegistrationNumber: string;
  companyNumber: string;
  /** The rules a grain contract is made under, printed on each contract note. */
  tradeRules: string;
  /** The terms an inputs (fertiliser, seed, agrochemicals) agreement is made under. */
  inputsTradeRules: string;
  /** When and how a grain sale is paid (by self bill). */
  salePaymentTerms: string;
  /** When an inputs invoice falls due. */
  purchasePaymentTerms: string;
}

const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== '' ? value.trim() : fallback));

const merchantEnv = z.object({
  MERCHANT_NAME: text('MyFarm Grain & Inputs Ltd'),
  MERCHANT_ADDRESS: text('Station Road, Bury St Edmunds, Suffolk, IP32 7BX'),
  MERCHANT_VAT_NUMBER: text('GB 318 5294 07'),
  MERCHANT_COMPANY_NUMBER: text('08412736'),
  MERCHANT_TRADE_RULES: text('AIC No. 1 Contract for grain, and the AIC Grain Trading Rules in force on the date of this contract'),
  MERCHANT_INPUTS_TRADE_RULES: text("the merchant's conditions of sale for farm inputs"),
  MERCHANT_SALE_PAYMENT_TERMS: text('By self bill, issued in the first week after the month of movement; payment 30 days after the self bill'),
  MERCHANT_PURCHASE_PAYMENT_TERMS: text('30 days from the date of invoice'),
});

export function merchantFrom(env: Record<string, string | undefined>): Merchant {
  const parsed = merchantEnv.parse(env);
  return {
    name: parsed.MERCHANT_NAME,
    addressLines: parsed.MERCHANT_ADDRESS.split(',')
      .map((line) => line.trim())
      .filter(Boolean),
    vatRegistrationNumber: parsed.MERCHANT_VAT_NUMBER,
    companyNumber: parsed.MERCHANT_COMPANY_NUMBER,
    tradeRules: parsed.MERCHANT_TRADE_RULES,
    inputsTradeRules: parsed.MERCHANT_INPUTS_TRADE_RULES.replace("the merchant's", `${parsed.MERCHANT_NAME}'s`),
    salePaymentTerms: parsed.MERCHANT_SALE_PAYMENT_TERMS,
    purchasePaymentTerms: parsed.MERCHANT_PURCHASE_PAYMENT_TERMS,
  };
}

export const merchant: Merchant = merchantFrom(process.env);
