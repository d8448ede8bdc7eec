"""Entry point of the assembler processes: the live one started by ``orchtrace collect``
(see AssemblerProcess) and the batch workers of ``assemble_all`` (``--partition``)."""

import sys

from .assembler import _assemble_partition, _child_main

if __name__ == "__main__":
    if sys.argv[1:2] == ["--partition"]:
        path, synchronous, k, n = sys.argv[2:6]
        print(_assemble_partition(path, synchronous, int(k), int(n)))
    else:
        _child_main(sys.argv[1:])
