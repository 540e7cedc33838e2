// Side-effect CSS imports (react-toastify's stylesheet) are handled by webpack's style-loader.
declare module '*.css';
