// Server builds: a stylesheet import has nothing to do on the server (the browser build injects it), so it
// becomes an empty module instead of style-loader's DOM code.
module.exports = function nullCssLoader() {
  return 'export {};';
};
