import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@core/paths';
import { PublicLayout } from './layout/public-layout';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorBoundary } from './routes/route-error-boundary';

const dashboardRoot = paths.dashboard;

/*
 * Every page is loaded when first opened, so `/` fetches only what it renders (decision 112;
 * e2e/first-load.spec.ts keeps it under its size). The landing page too, since its HTML is
 * built (decision 195) and its chunk preloaded: the dashboard's first load no longer carries it
 * (decision 196).
 */
/** A lazily loaded page inside the query cache, which loads with it (lib/query-client.tsx). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const [module, { QueryProvider }] = await Promise.all([load(), import('@/lib/query-client')]);
    const Page = pick(module);
    return {
      Component: () => (
        <QueryProvider>
          <Page />
        </QueryProvider>
      ),
    };
  };
}
const legal = (name: 'TermsRoute' | 'PrivacyRoute' | 'ReturnPolicyRoute') =>
  page(
    () => import('./routes/legal'),
    (module) => module[name],
  );
const child = (path: string) => path.slice(dashboardRoot.length + 1);

/**
 * The app's routes: the browser's router is made from them in main.tsx, and the build renders
 * the public pages from them (prerender/render-page.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        path: paths.home,
        lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
      },
      {
        path: paths.pricing,
        lazy: page(
          () => import('./routes/pricing'),
          (module) => module.PricingRoute,
        ),
      },
      { path: paths.terms, lazy: legal('TermsRoute') },
      { path: paths.privacy, lazy: legal('PrivacyRoute') },
      { path: paths.returnPolicy, lazy: legal('ReturnPolicyRoute') },
      {
        path: paths.apiDocs,
        lazy: page(
          () => import('./routes/api-docs'),
          (module) => module.ApiDocsRoute,
        ),
      },
      {
        path: paths.signIn,
        lazy: page(
          () => import('./routes/sign-in'),
          (module) => module.SignInRoute,
        ),
      },
      {
        path: paths.signUp,
        lazy: page(
          () => import('./routes/sign-up'),
          (module) => module.SignUpRoute,
        ),
      },
      {
        path: paths.forgotPassword,
        lazy: page(
          () => import('./routes/forgot-password'),
          (module) => module.ForgotPasswordRoute,
        ),
      },
      {
        path: paths.resetPassword,
        lazy: page(
          () => import('./routes/reset-password'),
          (module) => module.ResetPasswordRoute,
        ),
      },
      {
        path: paths.paymentSuccess,
        lazy: page(
          () => import('./routes/payment-success'),
          (module) => module.PaymentSuccessRoute,
        ),
      },
      {
        path: paths.sandboxCheckout,
        lazy: page(
          () => import('./routes/sandbox-checkout'),
          (module) => module.SandboxCheckoutRoute,
        ),
      },
      {
        path: paths.unsubscribe,
        lazy: page(
          () => import('./routes/unsubscribe'),
          (module) => module.UnsubscribeRoute,
        ),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  {
    path: dashboardRoot,
    lazy: page(
      () => import('./layout/dashboard-layout'),
      (module) => module.DashboardLayout,
    ),
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
        path: child(paths.batch),
        lazy: async () => ({ Component: (await import('./routes/batch')).BatchRoute }),
      },
      {
        path: child(paths.settings),
        lazy: async () => ({ Component: (await import('./routes/settings')).SettingsRoute }),
      },
    ],
  },
  {
    // The operator's console (issue #41): a 404 to everyone but an operator (decision 249).
    path: paths.admin,
    lazy: page(
      () => import('./layout/admin-layout'),
      (module) => module.AdminLayout,
    ),
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }),
      },
      {
        path: paths.adminSeller.slice(paths.admin.length + 1),
        lazy: async () => ({ Component: (await import('./routes/admin-seller')).AdminSellerRoute }),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
