import { defineTexts } from '../define-texts';

/** The 404 page and the page a crash shows. */
export const errorsTexts = defineTexts('errors', {
  notFoundPageTitle: 'Page not found',
  notFoundTitle: 'Oops! Page not found',
  notFoundText: "The page you were looking for doesn't exist or has moved.",
  returnHome: 'Return to Home',
  crashTitle: 'Something went wrong',
  crashText: 'This page hit an unexpected problem. Reloading usually helps.',
  reload: 'Reload',
});
