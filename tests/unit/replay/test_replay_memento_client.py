"""The memento_client library (a real Memento client, over requests) against keepnet replay.

The app runs under uvicorn on a free 127.0.0.1 port in a thread for this module.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
import requests
import uvicorn
from memento_client import MementoClient

from keepnet.replay.app import create_app

FONT = "http://www.iana.org/_css/2013.1/fonts/Inconsolata.otf"


@pytest.fixture(scope="module")
def server(pywb_dir: Path) -> Iterator[str]:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(create_app([pywb_dir]), log_level="warning", lifespan="off")
    srv = uvicorn.Server(config)
    thread = threading.Thread(target=srv.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not srv.started:
        if time.monotonic() > deadline or not thread.is_alive():
            pytest.fail("uvicorn did not start")
        time.sleep(0.02)
    yield f"http://127.0.0.1:{port}"
    srv.should_exit = True
    thread.join(5)
    sock.close()


def test_memento_client_resolves_timegate(server: str) -> None:
    # an empty response for URI-R itself: the client would otherwise HEAD the live web
    # to look for its original URI and native TimeGate
    offline = requests.Response()
    offline.status_code = 200
    with MementoClient(timegate_uri=f"{server}/web/", check_native_timegate=False) as mc:
        info = mc.get_memento_info(FONT, datetime(2014, 1, 26, 20, 9, 20), req_uri_response=offline)
    mementos = info["mementos"]
    assert mementos["closest"]["uri"] == [f"{server}/web/20140126200912/{FONT}"]
    assert mementos["closest"]["datetime"] == datetime(2014, 1, 26, 20, 9, 12)
    assert mementos["first"]["uri"] == [f"{server}/web/20140126200826/{FONT}"]
    assert mementos["last"]["datetime"] == datetime(2014, 1, 26, 20, 12, 49)
    assert mementos["prev"]["uri"] == [f"{server}/web/20140126200826/{FONT}"]
    assert mementos["next"]["uri"] == [f"{server}/web/20140126200930/{FONT}"]
    assert info["timegate_uri"] == f"{server}/web/{FONT}"


def test_memento_client_checks_timegate_and_memento(server: str) -> None:
    assert MementoClient.is_timegate(f"{server}/web/{FONT}")
    assert MementoClient.is_memento(f"{server}/web/20140126200912/{FONT}")
    assert not MementoClient.is_memento(f"{server}/web/{FONT}")
    assert (
        MementoClient.get_original_uri(MementoClient(), f"{server}/web/20140126200912/{FONT}")
        == FONT
    )


def test_memento_client_reads_the_timemap(server: str) -> None:
    resp = requests.get(f"{server}/web/timemap/link/{FONT}", timeout=10)
    links = MementoClient.parse_link_header(resp.text)
    assert links is not None
    mementos = sorted(u for u, v in links.items() if "memento" in v.get("rel", []))
    assert len(mementos) == 5 and mementos[0].endswith(f"/web/20140126200826/{FONT}")
    assert links[FONT]["rel"] == ["original"]
