"""The room server: phones on the local network join a room on the host by its code (Qt network, no widgets)."""
