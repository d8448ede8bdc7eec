"""The capture API: decorators, vocabulary calls and context helpers."""
