/**
 * A findBy* or waitFor query that has not matched yet printed the whole document into an error
 * nobody reads, on every try: 5% of a screen test's CPU. Here only the error that ends the wait,
 * and a query outside one, carry the document. A module of its own, evaluated once per worker:
 * the setup file runs again for every test file and would wrap its own wrapper.
 */
import { configure, getConfig } from '@testing-library/react';

const printDomInError = getConfig().getElementError;

/** Set by Testing Library while waitFor tries its callback (internal; were it gone, the DOM prints). */
const insideWaitFor = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
    ._disableExpensiveErrorDiagnostics === true;

configure({
  getElementError: (message, container) => {
    if (!insideWaitFor()) return printDomInError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});
