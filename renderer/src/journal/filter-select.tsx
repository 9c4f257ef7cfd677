import { Select, type SelectProps } from '@tillbridge/web-kit';

/** A filter's choice: first its empty value, which means any (all stations, all states), then `options`. */
export function FilterSelect({ anyLabel, options, ...rest }: SelectProps & { readonly anyLabel: string }) {
  return <Select {...rest} options={[{ value: '', label: anyLabel }, ...options]} />;
}
