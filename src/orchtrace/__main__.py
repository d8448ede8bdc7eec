from orchtrace.cli import main

main()
