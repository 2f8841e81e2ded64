/** Arabic plural forms beside English's one/other (i18next suffixes, from Intl.PluralRules). */
type PluralExtras = { [k: `${string}_${'zero' | 'two' | 'few' | 'many'}`]: string }

/** A catalogue with every key of the English one (typed, so a missing Arabic text fails the type check). */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> } & PluralExtras
