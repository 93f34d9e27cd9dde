import { useEffect, type CSSProperties } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { Toaster } from 'sonner';
import { useThemeMode } from '../../providers/theme/ThemeModeProvider.tsx';
import { toast, TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE, TOAST_WIDTH_PX } from '../toast.ts';
import { messageKeyFor } from './knownMessages.ts';

type UndoableMutation = ReturnType<ReturnType<typeof useTakeUndoableMutation>>;

/**
 * react-admin's `notification` slot: every `useNotify()` call becomes a sonner toast, including
 * undoable ones (the mutation runs when the toast closes, or is rolled back by Undo).
 */
export function SonnerNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    // One per render: taking a notification (and its undoable mutation) updates the queues.
    if (!notifications.length) return;
    const notification = takeNotification();
    if (notification) show(notification, translate, notification.notificationOptions?.undoable ? takeMutation() : undefined);
  }, [notifications, takeNotification, takeMutation, translate]);

  return <ThemedToaster />;
}

function show(notification: NotificationPayload, translate: ReturnType<typeof useTranslate>, mutation: UndoableMutation | undefined) {
  const { message, type, notificationOptions = {} } = notification;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  const text = typeof message === 'string' ? translate(messageKeyFor(message), { _: message, ...(messageArgs ?? {}) }) : message;
  const duration = autoHideDuration === null ? Infinity : (autoHideDuration ?? TOAST_DURATION_MS);

  if (!undoable || !mutation) {
    toast.show(type, typeof text === 'string' ? text : '', typeof text === 'string' ? { duration } : { duration, description: text });
    return;
  }
  let settled = false;
  const settle = (isUndo: boolean) => {
    if (settled) return;
    settled = true;
    window.removeEventListener('beforeunload', warnBeforeUnload);
    mutation({ isUndo });
  };
  window.addEventListener('beforeunload', warnBeforeUnload);
  toast.show(type, typeof text === 'string' ? text : '', {
    duration,
    action: { label: translate('ra.action.undo'), onClick: () => settle(true) },
    onAutoClose: () => settle(false),
    onDismiss: () => settle(false),
  });
}

// An undoable change is only sent when its toast closes; leaving earlier would lose it.
function warnBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
}

export function ThemedToaster() {
  const { resolved } = useThemeMode();
  const translate = useTranslate();
  return (
    <Toaster
      theme={resolved}
      position="bottom-right"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE}
      gap={TOAST_GAP_PX}
      style={{ '--width': `${TOAST_WIDTH_PX}px` } as CSSProperties}
      // The toasts' region is announced in the user's language ("Benachrichtigungen alt+T").
      containerAriaLabel={translate('app.toast.region')}
      toastOptions={{ closeButtonAriaLabel: translate('app.toast.close') }}
    />
  );
}
