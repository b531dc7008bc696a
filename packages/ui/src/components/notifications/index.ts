export {
  NotificationsProvider,
  useNotifications,
  DEFAULT_NOTIFICATION_DURATION_MS,
} from './notifications';
export type {
  NotificationsProviderProps,
  NotificationsApi,
  NotifyOptions,
  NotificationTone,
} from './notifications';
