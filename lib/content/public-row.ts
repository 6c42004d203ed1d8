import type { CollectionDefinition, CollectionKey } from "./collection-definition";
import type { COLLECTIONS } from "./collections";

/**
 * The type of the rows the public pages get, inferred from a definition's public view: no
 * interface is written per content type. Types only, so client components can use them.
 */

type FieldNamed<D extends CollectionDefinition, N> = Extract<D["fields"][number] | D["files"][number], { name: N }>;

/** A value or file field as stored: integers are numbers, a file optional on create may be null. */
type FieldValue<F> = F extends { kind: "integer" } ? number : F extends { accept: unknown } ? (F extends { required: { onCreate: string } } ? string : string | null) : string;

type StoredValue<D extends CollectionDefinition, N> = [FieldNamed<D, N>] extends [never] ? (D["parent"] extends { field: N } ? number : never) : FieldValue<FieldNamed<D, N>>;

type Nothing = Record<never, never>;

type AltText<D extends CollectionDefinition, N extends string> = [FieldNamed<D, N>] extends [never] ? Nothing : FieldNamed<D, N> extends { altText: true } ? { [K in `${N}_alt`]: string } : Nothing;

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

type Shown<D extends CollectionDefinition> = D["public"]["fields"][number] & string;

type Derived<D extends CollectionDefinition> = D["public"] extends { derive: infer R } ? { -readonly [K in keyof R]: R[K] extends (...args: never[]) => infer T ? T : never } : Nothing;

type Simplify<T> = { [K in keyof T]: T[K] };

/** A row of `D`'s public view: `id`, the shown fields (images with their alternative texts) and the derived values. */
export type PublicRowOf<D extends CollectionDefinition> = Simplify<
  { id: number } & { [N in Shown<D>]: StoredValue<D, N> } & UnionToIntersection<{ [N in Shown<D>]: AltText<D, N> }[Shown<D>]> & Derived<D>
>;

/** A public row of the content type `K`, e.g. `PublicRow<"testimonials">`. */
export type PublicRow<K extends CollectionKey> = PublicRowOf<(typeof COLLECTIONS)[K]>;
