# A container image with `zoetrope` for CI jobs and clusters (docs/ci/kubernetes-job.yaml):
# built in the official Swift image by Scripts/package.sh (the Swift runtime linked in), run in a
# slim Debian image with only the runtime libraries.
#
#   docker build -t zoetrope .
#   docker run --rm -v "$PWD/out:/out" zoetrope render city-guide -o /out/city-guide.mp4

FROM swift:6.3-bookworm AS build
WORKDIR /src
COPY . .
RUN Scripts/package.sh > /tmp/tarball \
 && mkdir /dist && tar -xzf "$(cat /tmp/tarball)" -C /dist --strip-components=1

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends \
      libcairo2 libpango-1.0-0 libpangocairo-1.0-0 librsvg2-2 \
      libavcodec59 libavformat59 libavfilter8 libavutil57 libswscale6 libswresample4 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /dist /opt/zoetrope
ENV PATH=/opt/zoetrope:$PATH
WORKDIR /work
ENTRYPOINT ["zoetrope"]
CMD ["list"]
