# The generation image: Node 20, pnpm, the built `sudoku` bundle and the stored pools the shards
# extend. Build from the repository root: docker build -t REGISTRY/sudoku-forge-generate:TAG .
# (deploy/k8s/README.md: build, push, apply, collect).

FROM node:20-bookworm-slim AS build
RUN npm install -g pnpm@12.4.2
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile && pnpm exec turbo run build --filter=@sudoku-forge/cli

FROM node:20-bookworm-slim
RUN npm install -g pnpm@12.4.2
WORKDIR /app
# The bundle needs no node_modules: dist/sudoku.js plus its worker entries.
COPY --from=build /src/apps/cli/dist apps/cli/dist
COPY --from=build /src/data/puzzles data/puzzles
USER node
ENTRYPOINT []
CMD ["node", "apps/cli/dist/sudoku.js", "--help"]
