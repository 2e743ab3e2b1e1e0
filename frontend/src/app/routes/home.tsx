import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getToken } from '@/lib/auth-token';
import { LandingRoute } from './landing';

/**
 * `/`: a stored token goes straight to the dashboard, otherwise the landing page.
 * The token is read once on arrival; signing in from the landing dialog navigates by itself.
 */
export function HomeRoute() {
  const [token] = useState(getToken);
  if (token) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <LandingRoute />;
}
