// The page files, imported `with { type: "file" }`: each import is the file's path (a $bunfs path when compiled).
declare module "*/home/home.css" {
  const path: string;
  export default path;
}
declare module "*/home/lab.css" {
  const path: string;
  export default path;
}
declare module "*/home/home.js" {
  const path: string;
  export default path;
}
declare module "*/home/highlight.js" {
  const path: string;
  export default path;
}
declare module "*/home/icon.svg" {
  const path: string;
  export default path;
}
declare module "*/home/resource.js" {
  const path: string;
  export default path;
}
declare module "*/home/ui.js" {
  const path: string;
  export default path;
}
