import { useEffect, useState, type RefObject } from 'react';
import { typedTextRefusal, type TypedTextRule } from './typed-text-rule';

/**
 * Blocks refused keystrokes (§5: other input is blocked) in the text boxes inside `container`, by their name, and
 * says why for each box until its next accepted input. Native beforeinput, which bubbles and can be cancelled before
 * the box changes; React's onBeforeInput is a different, older event.
 */
export function useTypingGuard<Name extends string>(container: RefObject<HTMLElement | null>, rules: Record<Name, TypedTextRule>): Partial<Record<Name, string>> {
  const [refusals, setRefusals] = useState<Partial<Record<Name, string>>>({});
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const ruleOf = (target: EventTarget | null) => {
      if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return undefined;
      return target.name in rules ? { box: target, name: target.name as Name, rule: rules[target.name as Name] } : undefined;
    };
    const onBeforeInput = (event: Event) => {
      const field = ruleOf(event.target);
      if (!field) return;
      const { inputType, data } = event as InputEvent;
      const refusal = typedTextRefusal(field.rule, { inputType, data, value: field.box.value, selectionStart: field.box.selectionStart, selectionEnd: field.box.selectionEnd });
      if (refusal) event.preventDefault();
      setRefusals((now) => (now[field.name] === refusal ? now : { ...now, [field.name]: refusal }));
    };
    const onBlur = (event: Event) => {
      const field = ruleOf(event.target);
      if (field) setRefusals((now) => (now[field.name] === undefined ? now : { ...now, [field.name]: undefined }));
    };
    element.addEventListener('beforeinput', onBeforeInput);
    element.addEventListener('focusout', onBlur);
    return () => {
      element.removeEventListener('beforeinput', onBeforeInput);
      element.removeEventListener('focusout', onBlur);
    };
  }, [container, rules]);
  return refusals;
}
