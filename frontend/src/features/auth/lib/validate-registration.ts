import type { RegisterUserRequest } from '@packmeet/backend/contracts/requests/register-user.request';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';

export type RegistrationErrors = Partial<Record<keyof RegisterUserRequest, string>>;

/** Spec section 5 messages. */
export const REGISTRATION_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  username: 'Username is required',
  email: 'Invalid email address',
  password: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  city: 'City is required',
  state: 'State is required',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateRegistration(values: RegisterUserRequest): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (values.firstName.trim().length < 1) errors.firstName = REGISTRATION_MESSAGES.firstName;
  if (values.lastName.trim().length < 1) errors.lastName = REGISTRATION_MESSAGES.lastName;
  if (values.username.trim().length < 1) errors.username = REGISTRATION_MESSAGES.username;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = REGISTRATION_MESSAGES.email;
  if (values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = REGISTRATION_MESSAGES.password;
  if (values.city.trim().length < 1) errors.city = REGISTRATION_MESSAGES.city;
  if (values.state.trim().length < 1) errors.state = REGISTRATION_MESSAGES.state;
  return errors;
}
