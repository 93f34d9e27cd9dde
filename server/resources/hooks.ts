import type { AppContext, Session } from '../types.ts';

export type Row = Record<string, unknown> & { id: string };

/**
 * Behaviour a feature adds to a declared resource's generic routes. Throw an HttpError to refuse.
 * Records are in wire shape (camelCase fields, ISO dates).
 */
export interface ResourceHooks {
  /** May validate further and transform the (already declaration-validated) input. */
  beforeCreate?(
    ctx: AppContext,
    session: Session,
    input: Record<string, unknown>,
  ): Promise<Record<string, unknown>> | Record<string, unknown>;
  afterCreate?(ctx: AppContext, session: Session, record: Row): Promise<void> | void;
  beforeUpdate?(
    ctx: AppContext,
    session: Session,
    existing: Row,
    patch: Record<string, unknown>,
  ): Promise<Record<string, unknown>> | Record<string, unknown>;
  afterUpdate?(ctx: AppContext, session: Session, record: Row, before: Row): Promise<void> | void;
  beforeDelete?(ctx: AppContext, session: Session, record: Row): Promise<void> | void;
  afterDelete?(ctx: AppContext, session: Session, record: Row): Promise<void> | void;
}
