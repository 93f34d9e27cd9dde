import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const HeaderSlotContext = createContext<{ slot: HTMLElement | null; setSlot: (el: HTMLElement | null) => void } | null>(null);

export function HeaderSlotProvider({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return <HeaderSlotContext.Provider value={{ slot, setSlot }}>{children}</HeaderSlotContext.Provider>;
}

/** The header's element screens may fill, or null before the header has mounted. */
export function useHeaderSlot(): HTMLElement | null {
  return useContext(HeaderSlotContext)?.slot ?? null;
}

export function useHeaderSlotTarget(): (el: HTMLElement | null) => void {
  const value = useContext(HeaderSlotContext);
  if (!value) throw new Error('useHeaderSlotTarget must be used within a HeaderSlotProvider');
  return value.setSlot;
}

/** `<HeaderContent><MyTabs /></HeaderContent>` renders a screen's own content in the sticky header. */
export function HeaderContent({ children }: { children: ReactNode }) {
  const slot = useHeaderSlot();
  return slot ? createPortal(children, slot) : null;
}
