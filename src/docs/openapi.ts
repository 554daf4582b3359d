// The OpenAPI 3.1 paths of the REST routes, derived from the tool list; served through @elysiajs/openapi.
import { ERROR_CODES } from "../errors.ts";
import { queryParameters, templatePath } from "../rest/routes.ts";
import { jsonSchema } from "../tools/define.ts";
import { TOOLS } from "../tools/index.ts";

const errorSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string", enum: Object.keys(ERROR_CODES), description: "Stable snake_case error code." },
        message: { type: "string", description: "What went wrong." },
        hint: { type: "string", description: "What to send instead: allowed values, closest slugs or available targets." },
      },
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

export function openApiPaths(): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const tool of TOOLS) {
    const input = jsonSchema(tool.input) as { properties: Record<string, Record<string, unknown>>; required?: string[] };
    const pathParams = tool.rest.path.map((name) => ({ name, in: "path", required: true, schema: input.properties[name] }));
    const queryParams = [...queryParameters(tool)].map(([param, arg]) => {
      const { description, ...schema } = input.properties[arg]!;
      return { name: param, in: "query", required: input.required?.includes(arg) ?? false, description, schema };
    });
    const ok: Record<string, unknown> = { "application/json": { schema: jsonSchema(tool.output) } };
    if (tool.rest.text) ok["text/plain"] = { schema: { type: "string" } };
    paths[templatePath(tool)] = {
      get: {
        operationId: tool.name,
        summary: tool.title,
        description: tool.description,
        tags: ["tools"],
        parameters: [...pathParams, ...queryParams],
        responses: {
          200: { description: "The tool's result, the same data as the MCP tool returns.", content: ok },
          400: errorResponse("An invalid argument: the message names it, the hint gives the allowed values."),
          404: errorResponse("Unknown slug (the hint suggests the closest) or target (the hint lists the available ones)."),
        },
      },
    };
  }
  return paths;
}

export const openApiComponents = { schemas: { Error: errorSchema } };
