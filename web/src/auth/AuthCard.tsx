import { useState } from 'react';
import { CheckEmailView } from './CheckEmailView';
import { ForgotPasswordView } from './ForgotPasswordView';
import { SignInView } from './SignInView';
import { SignUpView } from './SignUpView';

export type AuthView = 'signIn' | 'signUp' | 'forgotPassword' | 'checkEmail' | 'checkEmailReset';

/** The signed-out gate: sign in, sign up and forgot password, switched in place (the signed-out gate's auth card). */
export function AuthCard({ notice = null }: { notice?: string | null }) {
  const [view, setView] = useState<AuthView>('signIn');
  const [email, setEmail] = useState('');

  switch (view) {
    case 'signUp':
      return (
        <SignUpView
          onSignIn={() => setView('signIn')}
          onSent={(address) => {
            setEmail(address);
            setView('checkEmail');
          }}
        />
      );
    case 'forgotPassword':
      return (
        <ForgotPasswordView
          onSignIn={() => setView('signIn')}
          onSent={(address) => {
            setEmail(address);
            setView('checkEmailReset');
          }}
        />
      );
    case 'checkEmail':
    case 'checkEmailReset':
      return (
        <CheckEmailView
          email={email}
          purpose={view === 'checkEmail' ? 'signup' : 'reset'}
          onDone={() => setView('signIn')}
        />
      );
    default:
      return (
        <SignInView
          notice={notice}
          onSignUp={() => setView('signUp')}
          onForgotPassword={() => setView('forgotPassword')}
        />
      );
  }
}
