// Gatsby 5 compiles CSS modules to named exports, one per class.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
