import { createBrowserRouter } from 'react-router';
import { paths } from '@core/paths';
import { PublicLayout } from './layout/public-layout';
import { ApiDocsRoute } from './routes/api-docs';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { PaymentSuccessRoute } from './routes/payment-success';
import { ResetPasswordRoute } from './routes/reset-password';
import { SandboxCheckoutRoute } from './routes/sandbox-checkout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { PricingRoute } from './routes/pricing';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { SignInRoute } from './routes/sign-in';
import { SignUpRoute } from './routes/sign-up';

const dashboardRoot = paths.dashboard;

// Pages a visitor of the landing page does not need are loaded when first opened.
const legal = (name: 'TermsRoute' | 'PrivacyRoute' | 'ReturnPolicyRoute') => async () => ({
  Component: (await import('./routes/legal'))[name],
});
const child = (path: string) => path.slice(dashboardRoot.length + 1);

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.pricing, element: <PricingRoute /> },
      { path: paths.terms, lazy: legal('TermsRoute') },
      { path: paths.privacy, lazy: legal('PrivacyRoute') },
      { path: paths.returnPolicy, lazy: legal('ReturnPolicyRoute') },
      { path: paths.apiDocs, element: <ApiDocsRoute /> },
      { path: paths.signIn, element: <SignInRoute /> },
      { path: paths.signUp, element: <SignUpRoute /> },
      { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
      { path: paths.resetPassword, element: <ResetPasswordRoute /> },
      { path: paths.paymentSuccess, element: <PaymentSuccessRoute /> },
      { path: paths.sandboxCheckout, element: <SandboxCheckoutRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  {
    path: dashboardRoot,
    lazy: async () => ({
      Component: (await import('./layout/dashboard-layout')).DashboardLayout,
    }),
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./routes/create-catalogue')).CreateCatalogueRoute,
        }),
      },
      {
        path: child(paths.catalogues),
        lazy: async () => ({
          Component: (await import('./routes/my-catalogues')).MyCataloguesRoute,
        }),
      },
      {
        path: child(paths.backgrounds),
        lazy: async () => ({
          Component: (await import('./routes/backgrounds-library')).BackgroundsLibraryRoute,
        }),
      },
      {
        path: child(paths.models),
        lazy: async () => ({
          Component: (await import('./routes/models-library')).ModelsLibraryRoute,
        }),
      },
      {
        path: child(paths.settings),
        lazy: async () => ({ Component: (await import('./routes/settings')).SettingsRoute }),
      },
    ],
  },
]);
