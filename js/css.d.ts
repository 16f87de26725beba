/** esbuild loads .css files as text (--loader:.css=text); the widget injects it in a <style>. */
declare module "*.css" {
  const css: string;
  export default css;
}
