import { useEffect, useState, type RefObject } from 'react';
import { pastedTextProblem, typedTextRefusal, type TypedTextRule } from './typed-text-rule';
import { wizardMessages } from './wizard-messages';

/**
 * Blocks refused keystrokes (§5: other input is blocked) in the text boxes inside `container`, by their name, and
 * says why for each box until its next accepted input ('Not typed: …'). Pasted or dropped text is let in, and a
 * paste that breaks the box's rules is named at once (the rule itself), never a silent no-op. Native beforeinput,
 * which bubbles and can be cancelled before the box changes; React's onBeforeInput is a different, older event.
 */
export function useTypingGuard<Name extends string>(
  container: RefObject<HTMLElement | null>,
  rules: Record<Name, TypedTextRule>,
): Partial<Record<Name, string>> {
  const [refusals, setRefusals] = useState<Partial<Record<Name, string>>>({});
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const ruleOf = (target: EventTarget | null) => {
      if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return undefined;
      return target.name in rules ? { box: target, name: target.name as Name, rule: rules[target.name as Name] } : undefined;
    };
    const say = (name: Name, message: string | undefined) => setRefusals((now) => (now[name] === message ? now : { ...now, [name]: message }));
    const onBeforeInput = (event: Event) => {
      const field = ruleOf(event.target);
      if (!field) return;
      const { inputType, data } = event as InputEvent;
      const refusal = typedTextRefusal(field.rule, {
        inputType,
        data,
        value: field.box.value,
        selectionStart: field.box.selectionStart,
        selectionEnd: field.box.selectionEnd,
      });
      if (refusal) event.preventDefault();
      say(field.name, refusal && wizardMessages.typedRefused(refusal));
    };
    // After a paste or drop, the box as it now is.
    const onInput = (event: Event) => {
      const field = ruleOf(event.target);
      if (field) say(field.name, pastedTextProblem(field.rule, (event as InputEvent).inputType, field.box.value));
    };
    const onBlur = (event: Event) => {
      const field = ruleOf(event.target);
      if (field) say(field.name, undefined);
    };
    element.addEventListener('beforeinput', onBeforeInput);
    element.addEventListener('input', onInput);
    element.addEventListener('focusout', onBlur);
    return () => {
      element.removeEventListener('beforeinput', onBeforeInput);
      element.removeEventListener('input', onInput);
      element.removeEventListener('focusout', onBlur);
    };
  }, [container, rules]);
  return refusals;
}
