import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * A plugin that puts what `buildApp` hands it on the app under one name (`app.config`, `app.providers`): the
 * name is the option it is given and the plugin's own.
 */
export function decoration<Name extends "config" | "providers">(name: Name) {
  return fp<Record<Name, FastifyInstance[Name]>>(
    async (app, options) => {
      app.decorate<unknown>(name as string, options[name]);
    },
    { name },
  );
}
