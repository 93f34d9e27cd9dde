import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';

/**
 * The page title in the header (#react-admin-title), like react-admin's <Title> without its
 * configurable variant, whose in-place editor (inputs, popover, form) would otherwise be part of
 * the first screen's download. Same markup as react-admin's PageTitle.
 */
export function Title({ title }: { title: string | ReactNode }) {
  const translate = useTranslate();
  const [container, setContainer] = useState<HTMLElement | null>(() =>
    typeof document === 'undefined' ? null : document.getElementById('react-admin-title'),
  );
  // The header may mount after the page on the first render: look again once mounted.
  useEffect(() => {
    setContainer((current) => (current && document.body.contains(current) ? current : document.getElementById('react-admin-title')));
  }, []);
  if (!container) return null;
  const text = typeof title === 'string' ? <span>{translate(title, { _: title })}</span> : title;
  return createPortal(<span>{text}</span>, container);
}
