import { createElement, isValidElement, type ComponentType, type ReactNode } from 'react';
import type { ResourceDeclaration } from '../types.ts';
import type { ScreenProps } from './overrides.ts';

/** An override slot may be given as a component or as an element. */
export const renderSlot = (slot: ComponentType<ScreenProps> | ReactNode, decl: ResourceDeclaration): ReactNode => {
  if (slot == null || typeof slot === 'boolean' || isValidElement(slot)) return slot;
  if (typeof slot === 'function' || (typeof slot === 'object' && '$$typeof' in slot)) {
    return createElement(slot as ComponentType<ScreenProps>, { decl });
  }
  return slot as ReactNode;
};
