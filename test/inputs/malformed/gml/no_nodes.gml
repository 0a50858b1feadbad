graph [
  directed 1
]
