// Files imported `with { type: "file" }` resolve to a path (a $bunfs path inside the compiled binary).
declare module "swagger-ui-dist/swagger-ui-bundle.js" {
  const path: string;
  export default path;
}
declare module "swagger-ui-dist/swagger-ui.css" {
  const path: string;
  export default path;
}
declare module "*.db" {
  const path: string;
  export default path;
}
// Tailwind CSS's stylesheets, imported `with { type: "text" }`: their text, which the builder compiles designs with.
declare module "tailwindcss/index.css" {
  const text: string;
  export default text;
}
declare module "tailwindcss/theme.css" {
  const text: string;
  export default text;
}
