FROM node:20-bookworm-slim
WORKDIR /portal
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY load-tests/package.json load-tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @portal/web
# Two malloc arenas: the memory a burst of picture decodes takes comes back instead of staying with idle threads' arenas.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 MALLOC_ARENA_MAX=2
EXPOSE 8080
CMD ["npm", "run", "start", "-w", "@portal/gateway"]
