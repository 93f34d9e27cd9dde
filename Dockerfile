# The product in one image: dependencies, the built UI, the server (run by tsx, as `npm start` does).
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --include=dev
COPY . .
RUN node node_modules/vite/bin/vite.js build --logLevel warn
ENV HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
EXPOSE 8080
CMD ["node", "scripts/start.mjs"]
