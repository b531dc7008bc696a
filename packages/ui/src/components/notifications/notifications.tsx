import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import './notifications.css';

export type NotificationTone = 'info' | 'success' | 'warning' | 'danger';

export interface NotifyOptions {
  title?: ReactNode;
  message: ReactNode;
  tone?: NotificationTone;
  /** Makes the whole notification a button: runs, then dismisses it. */
  onClick?: () => void;
  /** Auto-dismiss delay; ignored when `persistent`. */
  durationMs?: number;
  /** Stays until clicked or dismissed (e.g. the cookie notice). */
  persistent?: boolean;
  /** Reusing the id of a shown notification replaces it instead of stacking a duplicate. */
  id?: string;
}

export interface NotificationsApi {
  notify: (options: NotifyOptions) => string;
  dismiss: (id: string) => void;
}

interface Notification extends NotifyOptions {
  id: string;
  tone: NotificationTone;
  /** Changes when an id is reused, so the replacement starts its own timer. */
  instance: number;
}

export const DEFAULT_NOTIFICATION_DURATION_MS = 5000;

const NotificationsContext = createContext<NotificationsApi | null>(null);

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications must be used inside <NotificationsProvider>.');
  return api;
}

export interface NotificationsProviderProps {
  children?: ReactNode;
  /** Names the notifications landmark. */
  label?: string;
  defaultDurationMs?: number;
}

export function NotificationsProvider({
  children,
  label = 'Notifications',
  defaultDurationMs = DEFAULT_NOTIFICATION_DURATION_MS,
}: NotificationsProviderProps) {
  const [items, setItems] = useState<Notification[]>([]);
  const sequence = useRef(0);

  const dismiss = useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const notify = useCallback((options: NotifyOptions) => {
    sequence.current += 1;
    const id = options.id ?? `notification-${sequence.current}`;
    const item: Notification = {
      ...options,
      id,
      tone: options.tone ?? 'info',
      instance: sequence.current,
    };
    setItems((current) =>
      current.some((existing) => existing.id === id)
        ? current.map((existing) => (existing.id === id ? item : existing))
        : [...current, item],
    );
    return id;
  }, []);

  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);

  return (
    <NotificationsContext.Provider value={api}>
      {children}
      {/* Always rendered so screen readers already watch the live region when a notice arrives. */}
      <section className="ui-notifications" aria-label={label}>
        <ol className="ui-notifications__list" aria-live="polite" aria-relevant="additions text">
          {items.map((item) => (
            <NotificationItem
              key={item.instance}
              item={item}
              durationMs={item.durationMs ?? defaultDurationMs}
              onDismiss={dismiss}
            />
          ))}
        </ol>
      </section>
    </NotificationsContext.Provider>
  );
}

function ToneIcon({ tone }: { tone: NotificationTone }) {
  const paths: Record<NotificationTone, string> = {
    info: 'M10 9v5M10 6.5v.01',
    success: 'm6.5 10.5 2.5 2.5 5-6',
    warning: 'M10 6v5M10 14v.01',
    danger: 'm7 7 6 6M13 7l-6 6',
  };
  return (
    <svg
      className="ui-notification__icon"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d={paths[tone]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface NotificationItemProps {
  item: Notification;
  durationMs: number;
  onDismiss: (id: string) => void;
}

function NotificationItem({ item, durationMs, onDismiss }: NotificationItemProps) {
  const { id, title, message, tone, onClick, persistent } = item;
  // Pausing while pointed at or focused gives people time to read and reach the notice.
  const [paused, setPaused] = useState(false);
  const remaining = useRef(durationMs);

  useEffect(() => {
    if (persistent || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [id, persistent, paused, onDismiss]);

  const body = (
    <>
      <ToneIcon tone={tone} />
      {/* Danger notices interrupt; the others wait their turn in the polite list. */}
      <span className="ui-notification__text" role={tone === 'danger' ? 'alert' : undefined}>
        {title !== undefined && (
          <>
            <span className="ui-notification__title">{title}</span>{' '}
          </>
        )}
        <span className="ui-notification__message">{message}</span>
      </span>
    </>
  );

  return (
    <li
      className={`ui-notification ui-notification--${tone}`}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      {onClick ? (
        <button
          type="button"
          className="ui-notification__body ui-notification__body--action"
          onClick={() => {
            onClick();
            onDismiss(id);
          }}
        >
          {body}
        </button>
      ) : (
        <>
          <div className="ui-notification__body">{body}</div>
          <button
            type="button"
            className="ui-notification__close"
            aria-label="Dismiss notification"
            onClick={() => onDismiss(id)}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path
                d="m4 4 8 8M12 4l-8 8"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </>
      )}
    </li>
  );
}
