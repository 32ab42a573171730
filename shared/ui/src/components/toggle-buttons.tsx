import styled from '@emotion/styled';

const Group = styled.div`
  display: inline-flex;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  button {
    flex: 1 1 auto;
    min-width: 40px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
  button + button {
    border-left: 1px solid ${({ theme }) => theme.colors.primary};
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

export interface ToggleButtonsProps<V extends string> {
  /** Names the group for screen readers, e.g. 'Period'. */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** A row of buttons of which one is pressed (aria-pressed): the choice shown, e.g. a chart's period. */
export function ToggleButtons<V extends string>({ label, options, value, onChange }: ToggleButtonsProps<V>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option.value} type="button" aria-pressed={value === option.value} onClick={() => onChange(option.value)}>
          {option.label}
        </button>
      ))}
    </Group>
  );
}
