export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  city: string;
  state: string;
  isTrainer: boolean;
}

export interface AuthResponse {
  token: string;
}
