/** Same keys as the English catalogue, any wording: a missing or extra key fails the type check. */
export type MessagesOf<T> = { [K in keyof T]: T[K] extends string ? string : MessagesOf<T[K]> };
