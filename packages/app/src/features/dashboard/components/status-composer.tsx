import { useState } from 'react';
import { FormOnIntent, type StandInProps } from '../../../components/form-on-intent';
import { StatusFormView } from './status-form-view';

const loadStatusForm = () => import('./update-status-form').then((m) => m.UpdateStatusForm);

function StatusStandIn({ onSubmit, failed }: StandInProps) {
  const [content, setContent] = useState('');
  return (
    <StatusFormView
      onSubmit={onSubmit}
      field={{
        name: 'content',
        value: content,
        onChange: (event) => setContent(event.target.value),
      }}
      content={content}
      failed={failed}
    />
  );
}

/** The status form; its code loads when the member starts using the page. */
export function StatusComposer() {
  return (
    <FormOnIntent
      load={loadStatusForm}
      props={{}}
      standIn={(props) => <StatusStandIn {...props} />}
    />
  );
}
