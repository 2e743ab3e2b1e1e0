import type { RegisterUserRequest } from '@packmeet/backend/contracts/requests/register-user.request';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CityPicker, type CityValue } from '@/components/city-picker/city-picker';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, InputField } from '@/components/ui/field';
import { FormError, SubmitButton } from '@/components/ui/form-footer';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { getFieldErrors, getServerMessage, isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useRegisterMutation, useStartSession } from '../api/auth-api';
import { validateRegistration, type RegistrationErrors } from '../lib/validate-registration';

const EMPTY: RegisterUserRequest = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  city: '',
  state: '',
  isTrainer: false,
};

const FIELD_ORDER: (keyof RegisterUserRequest)[] = [
  'firstName',
  'lastName',
  'username',
  'email',
  'password',
  'city',
  'state',
];

/** Maps a failed registration to field errors (400 `errors[]`, 409 duplicate messages). */
function serverErrors(error: unknown): { fields: RegistrationErrors; form: string | null } {
  const fields: RegistrationErrors = {};
  for (const [path, message] of Object.entries(getFieldErrors(error))) {
    if ((FIELD_ORDER as string[]).includes(path))
      fields[path as keyof RegisterUserRequest] = message;
  }
  const message = getServerMessage(error) ?? null;
  if (isApiError(error) && error.status === 409 && message) {
    if (/email/i.test(message)) fields.email = message;
    else if (/username/i.test(message)) fields.username = message;
  }
  const shownOnField = Object.values(fields).includes(message ?? '');
  return { fields, form: shownOnField ? null : message };
}

export function RegisterForm() {
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterUserRequest>(EMPTY);
  const [location, setLocation] = useState<CityValue | null>(null);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [register, { isLoading }] = useRegisterMutation();
  const startSession = useStartSession();

  function update(next: Partial<RegisterUserRequest>) {
    const merged = { ...values, ...next };
    setValues(merged);
    // After the first attempt, keep the messages in step with what the user fixes.
    if (submitted) setErrors(validateRegistration(merged));
  }

  function focusFirstError(found: RegistrationErrors) {
    const first = FIELD_ORDER.find((key) => found[key]);
    // City and state come from the one location picker.
    if (first) document.getElementById(fieldId(first === 'state' ? 'city' : first))?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    try {
      const { token } = await register({
        ...values,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
        city: values.city.trim(),
        state: values.state.trim(),
      }).unwrap();
      startSession(token);
      toast({
        title: 'Welcome to PackMeet!',
        description: "Your account has been created successfully. Let's set up your dog profiles!",
      });
      navigate(paths.dogSetup.getHref());
    } catch (error) {
      const { fields, form } = serverErrors(error);
      setErrors(fields);
      setFormError(form);
      focusFirstError(fields);
      toast({
        variant: 'destructive',
        title: 'Registration failed',
        description: 'Please check your information and try again.',
      });
    }
  }

  const fieldId = (key: keyof RegisterUserRequest) => `${id}-${key}`;

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id={fieldId('firstName')}
          label="First Name"
          required
          error={errors.firstName}
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => update({ firstName: event.target.value })}
        />
        <InputField
          id={fieldId('lastName')}
          label="Last Name"
          required
          error={errors.lastName}
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => update({ lastName: event.target.value })}
        />
      </div>
      <InputField
        id={fieldId('username')}
        label="Username"
        required
        error={errors.username}
        hint="Shown to other members of your groups."
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        onChange={(event) => update({ username: event.target.value })}
      />
      <InputField
        id={fieldId('email')}
        label="Email"
        required
        error={errors.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={values.email}
        onChange={(event) => update({ email: event.target.value })}
      />
      <InputField
        id={fieldId('password')}
        label="Password"
        required
        error={errors.password}
        hint={errors.password ? undefined : 'At least 6 characters.'}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => update({ password: event.target.value })}
      />
      <Field
        id={fieldId('city')}
        label="Location"
        required
        error={errors.city ?? errors.state}
        hint="Start typing your city, then choose it from the list. We save your city and state."
      >
        {(control) => (
          <CityPicker
            {...control}
            required
            value={location}
            onChange={(next) => {
              setLocation(next);
              update({ city: next?.city ?? '', state: next?.state ?? '' });
            }}
          />
        )}
      </Field>
      <div className="flex items-start gap-3 rounded-xl border border-border bg-sand-50 p-3.5">
        <Checkbox
          id={fieldId('isTrainer')}
          checked={values.isTrainer}
          onCheckedChange={(checked) => update({ isTrainer: checked === true })}
          className="mt-0.5"
        />
        <div className="flex flex-col gap-0.5">
          <Label htmlFor={fieldId('isTrainer')} className="cursor-pointer">
            I&apos;m a professional dog trainer
          </Label>
          <p className="text-xs text-muted-foreground">
            Trainers can bring clients to meetups. You can change this later.
          </p>
        </div>
      </div>
      <FormError message={formError} />
      <SubmitButton
        size="lg"
        pending={isLoading}
        pendingLabel="Creating account..."
        className="mt-2 w-full"
      >
        Create Account
      </SubmitButton>
    </form>
  );
}
