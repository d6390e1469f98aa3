import { describe } from 'vitest';
import { testFormRules } from '../../../tests/support/form-rules';
import AdminLogin from './login';

// docs/product.md#admin-login
describe('the sign-in form', () =>
  testFormRules({
    element: <AdminLogin />,
    path: '/admin/login',
    submitLabel: 'Sign In',
    missing: ['Username is required', 'Password is required'],
    rules: [
      {
        label: 'Username',
        value: 'u'.repeat(51),
        message: 'Username must be at most 50 characters',
      },
      {
        label: 'Password',
        value: 'p'.repeat(257),
        message: 'Password must be at most 256 characters',
      },
    ],
    // Neither is marked: the form has only these two fields.
    required: [],
    optional: ['Username', 'Password'],
  }));
