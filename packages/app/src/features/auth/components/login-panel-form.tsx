import { errorMessage } from '@endless/client';
import { useState } from 'react';
import { FormOnIntent, type StandInProps } from '../../../components/form-on-intent';
import type { LoginFormProps } from './login-form';
import { LoginFormView } from './login-form-view';

const loadLoginForm = () => import('./login-form').then((m) => m.LoginForm);

function LoginStandIn({ onSubmit, failed, onForgotPassword }: StandInProps & LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <LoginFormView
      onSubmit={onSubmit}
      username={{
        name: 'username',
        value: username,
        onChange: (event) => setUsername(event.target.value),
      }}
      password={{
        name: 'password',
        value: password,
        onChange: (event) => setPassword(event.target.value),
      }}
      remember={{ name: 'remember', checked: remember, onCheckedChange: setRemember }}
      // The form's code could not be fetched: the network's failure text.
      formError={failed ? errorMessage(undefined) : undefined}
      onForgotPassword={onForgotPassword}
    />
  );
}

/** The login form; its code (react-hook-form) loads when the visitor starts using the page. */
export function LoginPanelForm(props: LoginFormProps) {
  return (
    <FormOnIntent
      load={loadLoginForm}
      props={props}
      standIn={(standIn) => <LoginStandIn {...standIn} {...props} />}
    />
  );
}
