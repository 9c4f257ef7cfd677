import type { z } from 'zod';

type DeepReadonly<T> = T extends readonly (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** True when each of the two types is assignable to the other. */
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Checks a schema against its type in `shared/loyalty-api/` at compile time: `matches<Wallet>()(schema)` answers the
 * schema unchanged, and is a type error (naming `contractMismatch`) unless what the schema parses to is that type.
 */
export function matches<T>() {
  return <S extends z.ZodType>(
    schema: S & (SameShape<DeepReadonly<z.output<S>>, T> extends true ? unknown : { readonly contractMismatch: T }),
  ): S => schema;
}
