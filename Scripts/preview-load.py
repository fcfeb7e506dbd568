#!/usr/bin/env python3
"""The preview under load (issue 49), by the wall clock: figures, not checks.

Usage: Scripts/preview-load.py ADDRESS   (a running `zoetrope preview`, e.g. http://127.0.0.1:8080/)

Prints:
  - a slow frame (app-demo at scale 8) alone; a cheap frame (clock, 1x) asked for while a slow
    frame of every render thread is drawn for other clients, and one asked for by the same client
    as a slow frame being drawn (which it supersedes, 409) — goal: within one frame's time;
  - /api/status on a new connection, median and worst of 20: alone, beside 200 idle connections
    (100 idle after a request, 100 that never sent one), and while a client re-opens every one
    the server closes — goal: within 100 ms, every request answered 200.
Tests/EndToEndTests/PreviewNewestFirstTests and PreviewConnectionLimitsTests assert the same
relative to the same request's own time, never a fixed bound (a loaded machine would fail it).
"""
import json
import socket
import statistics
import sys
import threading
import time
from urllib.parse import urlparse


def connect(port):
    s = socket.create_connection(("127.0.0.1", port))
    s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return s


def ask(s, port, path):
    s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())


def answer(s):
    """The status and body of the next response on `s`."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = s.recv(65536)
        if not chunk:
            raise ConnectionError("closed")
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode().split("\r\n")
    length = next(int(l.split(":", 1)[1]) for l in lines if l.lower().startswith("content-length:"))
    while len(body) < length:
        body += s.recv(65536)
    return int(lines[0].split()[1]), body[:length]


def get(port, path):
    """Status, seconds: `path` on a new connection."""
    started = time.perf_counter()
    with connect(port) as s:
        ask(s, port, path)
        status, body = answer(s)
    return status, time.perf_counter() - started, body


def ms(seconds):
    return f"{seconds * 1000:.1f} ms"


def status_times(port, count=20):
    results = [get(port, "/api/status") for _ in range(count)]
    times = [t for _, t, _ in results]
    ok = sum(1 for status, _, _ in results if status == 200)
    return f"median {ms(statistics.median(times))}, worst {ms(max(times))}, {ok}/{count} answered 200"


def newest_first(port):
    slow = "/api/frame?scene=app-demo&scale=8&t="
    get(port, "/api/frame?scene=app-demo&t=2")
    get(port, "/api/frame?scene=clock&t=1")
    status, alone, _ = get(port, slow + "2.4")
    print(f"   a slow frame (app-demo at scale 8) alone: {ms(alone)}")
    threads = int(json.loads(get(port, "/api/status")[2])["scrubbing"]["threads"])

    def wait_drawing(n):
        while json.loads(get(port, "/api/status")[2])["scrubbing"]["drawing"] < n:
            time.sleep(0.01)

    busy = [connect(port) for _ in range(threads)]
    for index, s in enumerate(busy):
        ask(s, port, f"{slow}{2.5 + index / 10}&client=other-{index}")
    wait_drawing(threads)
    status, cheap, _ = get(port, "/api/frame?scene=clock&t=1.2&client=mine")
    print(f"   a cheap frame while {threads} slow ones of other clients are drawn: {ms(cheap)} ({status})")
    for s in busy:
        answer(s)
        s.close()
    older = connect(port)
    ask(older, port, f"{slow}3.5&client=page")
    wait_drawing(1)
    status, newer, _ = get(port, "/api/frame?scene=clock&t=1.4&client=page")
    superseded = answer(older)[0]
    older.close()
    print(f"   a cheap frame of the client whose slow frame is drawn: {ms(newer)} ({status}; the slow one {superseded})")


def idle_connections(port):
    print(f"   /api/status on a new connection, alone: {status_times(port)}")
    idle = []
    for _ in range(100):
        s = connect(port)
        ask(s, port, "/api/status")
        answer(s)
        idle.append(s)
    idle += [connect(port) for _ in range(100)]
    print(f"   beside 200 idle connections: {status_times(port)}")
    stop = threading.Event()
    reopened = [0]

    def reopen():
        while not stop.is_set():
            for index, s in enumerate(idle):
                s.setblocking(False)
                try:
                    closed = s.recv(1, socket.MSG_PEEK) == b""
                except BlockingIOError:
                    closed = False
                except OSError:
                    closed = True
                if closed:
                    s.close()
                    idle[index] = connect(port)
                    reopened[0] += 1
            time.sleep(0.005)

    reopener = threading.Thread(target=reopen)
    reopener.start()
    time.sleep(1.5)
    figures = status_times(port)
    stop.set()
    reopener.join()
    print(f"   while a client re-opens every one closed ({reopened[0]} re-opened): {figures}")
    for s in idle:
        s.close()


def main():
    port = urlparse(sys.argv[1]).port
    print("== The preview under load (Scripts/preview-load.py)")
    newest_first(port)
    idle_connections(port)


if __name__ == "__main__":
    main()
