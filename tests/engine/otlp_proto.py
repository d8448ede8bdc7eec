"""OTLP JSON request -> protobuf bytes, through the protobuf library's own JSON mapping."""

from __future__ import annotations

import base64
from typing import Any


def request_proto(doc: dict[str, Any]) -> bytes:
    from google.protobuf import json_format
    from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

    def b64(h: str) -> str:
        return base64.b64encode(bytes.fromhex(h)).decode()

    fixed = {"resourceSpans": []}
    for rs in doc["resourceSpans"]:
        scopes = []
        for ss in rs["scopeSpans"]:
            spans = []
            for s in ss["spans"]:
                s = dict(s)
                for k in ("traceId", "spanId", "parentSpanId"):
                    if s.get(k):
                        s[k] = b64(s[k])
                if s.get("links"):
                    s["links"] = [{"traceId": b64(x["traceId"]), "spanId": b64(x["spanId"])} for x in s["links"]]
                spans.append(s)
            scopes.append({**ss, "spans": spans})
        fixed["resourceSpans"].append({**rs, "scopeSpans": scopes})
    return json_format.ParseDict(fixed, ExportTraceServiceRequest()).SerializeToString()
