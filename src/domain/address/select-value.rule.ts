/** An option as the selects hold it: a bare value, or an object with one. */
export type SelectOption = string | { readonly value: string };

const EMPTY_SELECT_VALUE = '';

const optionValue = (option: SelectOption): string => (typeof option === 'string' ? option : option.value);

/**
 * A select whose value is not among its options shows empty. This happens when the options
 * change under it (another city's delivery cities, a pickup point removed), and a stale value must
 * not be submitted as if the customer had chosen it.
 */
export const resolveSelectValue = (value: string, options: readonly SelectOption[]): string =>
  options.some((option) => optionValue(option) === value) ? value : EMPTY_SELECT_VALUE;
