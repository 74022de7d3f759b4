// Inversify reads decorator metadata: it must be loaded before any injectable class.
import 'reflect-metadata';
