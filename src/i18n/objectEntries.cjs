/* global module */
/**
 * node-polyglot (under ra-i18n-polyglot) requires the `object.entries` polyfill, which brings ~37 kB of ES5 shims
 * (get-intrinsic, object-keys, …) into the first load. Every browser this app supports has Object.entries:
 * vite.config.ts resolves the package to this module in the build (issue 12's budgets). CommonJS, as the package it
 * stands for: node-polyglot calls what `require('object.entries')` returns.
 */
module.exports = function entries(objeto) {
  return Object.entries(objeto);
};
