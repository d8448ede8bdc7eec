"""Entry point of the assembler process started by ``orchtrace collect`` (see AssemblerProcess)."""

import sys

from .assembler import _child_main

if __name__ == "__main__":
    _child_main(sys.argv[1:])
