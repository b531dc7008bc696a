export interface FormNoticeValue {
  tone: 'success' | 'error';
  text: string;
}

/** A form step's outcome: a success is announced politely, a failure at once. */
export function FormNotice({ notice }: { notice?: FormNoticeValue }) {
  if (!notice) return null;
  return notice.tone === 'success' ? (
    <p role="status" className="account-settings__notice account-settings__notice--success">
      {notice.text}
    </p>
  ) : (
    <p role="alert" className="account-settings__notice account-settings__notice--error">
      {notice.text}
    </p>
  );
}
